// Package postprocess improves the spans of any detector after detection:
// metadata injection (known patient and caregiver names found in the
// text), in-document propagation (a confident name or identifier marked
// at every other occurrence) and healing rules (trim, join, drop, complete
// phone numbers, absorb titles), followed by overlap resolution.
//
// Every step works on UTF-8 byte offsets into Document.Text and never
// modifies the text: metadata is only used to find spans, never inserted
// into the text, and never logged or put into errors.
package postprocess
