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
// Span-level scores, all pooled counts:
//
//   - coarse-label P/R/F1: begin, end and the label before ':' equal
//     ("Name:Patient" matches "Name:Caregiver"); boundary-only P/R/F1:
//     begin and end equal, any label. Both one-to-one, like exact.
//   - gold spans covered: the share of gold spans every character of
//     which is redacted (union of all predictions).
//   - recall per sub-annotation category (core and non-core), and the
//     non-PII characters redacted by each predicted label.
//   - label fidelity (seed 000, Table S6, Fig. S4): a gold span enters
//     when it has identifying characters (its core sub-annotations; the
//     whole span when it has none; spans with only non-core
//     sub-annotations are left out). It is detected when a predicted span
//     overlaps those characters; the predicted span with most overlap
//     (ties: earliest begin, then shortest, then label order) gives the
//     column of the exact-label confusion matrix, or "missed". The coarse
//     matrix merges labels by their part before ':'. Label fidelity is
//     the diagonal share among detected spans.
//   - PII-free documents: documents without any gold span (of any label);
//     the share of them where a predicted span in scope redacts something.
//
// Options.ExcludeAges (seed 000, ASQ-PHI): FindAges finds explicit age
// expressions below 90 in each text with the same rules for every system,
// regardless of labels; redacted characters of N inside them are removed
// from the non-PII numerator (and from its false-positive and boundary
// parts), the denominator |N| is kept.
//
// Options.Leakage (seed 001, section 3.4, HIPAA): unredacted gold
// characters (and spans with an identifying character left) split into
// direct and indirect identifiers by the table in leakage.go.
//
// # Input checks
//
// Problems that do not invalidate the run become Report.Warnings, with a
// count per kind: a gold document without prediction, or whose prediction
// has another text, is scored as redacting nothing; duplicate IDs keep the
// first record; predictions for unknown documents are ignored. Offsets
// outside the text or inside a character remain errors.
//
// # Bootstrap
//
// Evaluate keeps one DocCounts per document in Report.Docs. All counts are
// additive: a bootstrap resamples documents, sums their Counts with Sum or
// Counts.Add, and calls Compute, the single function that turns counts
// into rates. Bootstrap does this for the headline metrics (Headlines)
// with flat per-document vectors of their numerators and denominators:
// resample b draws documents with PCG(seed, b), shared by all systems, and
// resamples are split into fixed chunks over goroutines, so the intervals
// depend only on the seed. Intervals are 95% percentiles; with several
// systems (Compare), paired differences against the first system are
// taken resample by resample. 10,000 resamples of 300 documents × 3
// systems take about 0.2 s on 2 cores.
//
// # Outputs
//
// Comparison.WriteText and WriteMarkdown render tables with intervals
// ("96.09% [94.80, 97.20]"); Comparison.WriteJSON writes the shareable
// artifact, which contains no document text and no document ID. Figures
// (package eval/plots, SVG with gonum/plot) and the self-contained HTML
// report (package eval/htmlreport) are built from a Comparison; this
// package does not depend on them.
//
// # Timing
//
// Comparison.SetTiming attaches a wall time to a system, given directly or
// read from the RunReport that `meddeid deidentify --run-report` writes
// (ReadRunReport). Docs/s is the number of evaluated gold documents over
// that time; the artifact holds it under systems.<name>.timing and the
// text report adds a timing table.
package eval
