// Package eval scores predicted spans against gold spans with the metrics
// of the document contract (CONTRACT.md, "Metrics"; seed 000, Methods and
// Tables S4–S6).
//
// # Unit and pooling
//
// Every character count is in Unicode code points, the contract's offset
// unit, not UTF-8 bytes: "é" is one character and so is an emoji. Each
// document's byte offsets are converted once through a document.Index.
// Whitespace, punctuation and line breaks are characters like any other:
// the seed counts characters of the text, so the non-PII denominator is
// every code point outside the gold spans, blank lines included. Rates are
// pooled: numerators and denominators are summed over documents before
// dividing, never averaged per document.
//
// # Metrics
//
// Let G be the union of the gold spans in scope, C ⊆ G the characters of
// their core sub-annotations, O the characters of out-of-scope gold spans
// (see Options.Labels) not in G, N the characters of the text outside
// G ∪ O, and R the union of the redacting predicted spans.
//
//   - annotation-character recall = |G ∩ R| / |G|
//   - core PII recall             = |C ∩ R| / |C|
//   - non-PII redaction rate      = |N ∩ R| / |N|
//   - exact entity precision, recall and F1: a predicted span matches a gold
//     span when begin, end and label are all equal (one-to-one; duplicates
//     match at most once each).
//
// Core characters are those of sub-annotations whose category is core PII
// (taxonomy.IsCore: everything except formatting, additional_info,
// medical_info, title and time). A gold span without sub-annotations
// contributes nothing to C; when no gold span has sub-annotations, C is
// empty and core recall is not available ("n/a"), never 1. Counts.
// SubannotatedSpans shows how many gold spans entered C.
//
// Character recall is label-agnostic (the de-identification view): a gold
// character is hit when any redacting predicted span covers it. Per label,
// the "typed" recalls count a gold character of label L only when a
// predicted span of label L covers it.
//
// The non-PII rate is split into false-positive characters and boundary
// extensions. A predicted span "touches" gold when it shares at least one
// character with any gold span of the document, in scope or not. A
// character of N ∩ R is a boundary extension when at least one predicted
// span covering it touches gold, and a false-positive character otherwise,
// so the two parts always add up to the non-PII rate.
//
// # Bootstrap
//
// Evaluate keeps one DocCounts per document in Report.Docs. All counts are
// additive: a bootstrap resamples documents, sums their Counts with Sum or
// Counts.Add, and calls Compute, the single function that turns counts
// into rates.
package eval
