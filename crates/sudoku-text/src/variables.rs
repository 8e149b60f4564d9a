//! Which variables each message of a catalogue reads, so the renderer
//! formats only the arguments a message uses: a cell list "or"-joined, a
//! count in words or a house list named each way are Fluent calls of
//! their own, and most messages read one form of each parameter.
//!
//! A message reads the variables in its value and attributes, in the
//! arguments it passes to functions and terms, and (transitively) those
//! of the messages it references, which Fluent formats with the same
//! arguments. A term's own body reads only the arguments it is called
//! with, which are in the calling message's text and so counted there.

use std::collections::{HashMap, HashSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};

/// The variables every message of the resources reads, by message id.
#[derive(Debug, Default)]
pub(crate) struct Variables(HashMap<String, HashSet<String>>);

/// What one message names directly.
#[derive(Default)]
struct Direct {
    vars: HashSet<String>,
    refs: Vec<String>,
}

impl Variables {
    /// The variables of every message of `resources`.
    pub(crate) fn of(resources: &[FluentResource]) -> Self {
        let mut direct: HashMap<String, Direct> = HashMap::new();
        for entry in resources.iter().flat_map(|r| r.entries()) {
            if let Entry::Message(m) = entry {
                let d = direct.entry(m.id.name.to_owned()).or_default();
                if let Some(p) = &m.value {
                    pattern(p, d);
                }
                for a in &m.attributes {
                    pattern(&a.value, d);
                }
            }
        }
        let mut all = HashMap::new();
        for id in direct.keys() {
            let mut vars = HashSet::new();
            let mut seen = HashSet::new();
            collect(id, &direct, &mut seen, &mut vars);
            all.insert(id.clone(), vars);
        }
        Variables(all)
    }

    /// Whether message `id` reads variable `var`; true for a message not
    /// in the resources (formatting it fails anyway, with its own error).
    pub(crate) fn reads(&self, id: &str, var: &str) -> bool {
        self.0.get(id).is_none_or(|vars| vars.contains(var))
    }
}

fn collect(
    id: &str,
    direct: &HashMap<String, Direct>,
    seen: &mut HashSet<String>,
    out: &mut HashSet<String>,
) {
    if !seen.insert(id.to_owned()) {
        return;
    }
    if let Some(d) = direct.get(id) {
        out.extend(d.vars.iter().cloned());
        for r in &d.refs {
            collect(r, direct, seen, out);
        }
    }
}

fn pattern(p: &Pattern<&str>, d: &mut Direct) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, d);
        }
    }
}

fn expr(e: &Expression<&str>, d: &mut Direct) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, d);
            for v in variants {
                pattern(&v.value, d);
            }
        }
        Expression::Inline(i) => inline(i, d),
    }
}

fn inline(i: &InlineExpression<&str>, d: &mut Direct) {
    match i {
        InlineExpression::VariableReference { id } => {
            d.vars.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => d.refs.push(id.name.to_owned()),
        InlineExpression::FunctionReference { arguments, .. } => call(arguments, d),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call(arguments, d),
        InlineExpression::Placeable { expression } => expr(expression, d),
        InlineExpression::TermReference {
            arguments: None, ..
        }
        | InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. } => {}
    }
}

fn call(a: &CallArguments<&str>, d: &mut Direct) {
    for p in &a.positional {
        inline(p, d);
    }
    for n in &a.named {
        inline(&n.value, d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(src: &str) -> Variables {
        let r = FluentResource::try_new(src.to_owned())
            .unwrap_or_else(|(_, es)| panic!("the test's FTL does not parse: {es:?}"));
        Variables::of(std::slice::from_ref(&r))
    }

    #[test]
    fn a_message_reads_its_own_and_its_references_variables_not_a_terms() {
        let v = of(r#"
-term = { $inside } term
base = { $b }
m = { $sel ->
        [one] { base } { JOSA($f, "x") }
       *[other] { -term(inside: "x") } { A($t) } { $v }
    }
    .attr = { $attr }
loop-a = { loop-b } { $a }
loop-b = { loop-a } { $b2 }
"#);
        for var in ["sel", "b", "f", "t", "v", "attr"] {
            assert!(v.reads("m", var), "m reads {var}");
        }
        assert!(!v.reads("m", "inside"), "a term's parameter is the term's");
        assert!(!v.reads("m", "b2"));
        assert!(!v.reads("base", "sel"));
        assert!(
            v.reads("loop-a", "b2") && v.reads("loop-b", "a"),
            "cycles end"
        );
        assert!(v.reads("unknown", "anything"));
    }
}
