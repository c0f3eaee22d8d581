// Package rectest holds test scaffolding shared by the recognizer packages:
// running a recognizer over the devset, benchmarking it and fuzzing it.
// It is separate from devtest because it imports lang and recognize, and
// lang's own tests import devtest.
package rectest

import (
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// ProfileFunc chooses the profile a recognizer gets for a language code.
type ProfileFunc func(code string) *lang.Profile

// ByCode is the ProfileFunc that returns lang.Get's profile for code, which
// is nil when lang.Get knows neither the code nor its base language.
func ByCode(code string) *lang.Profile {
	p, _ := lang.Get(code)
	return p
}

// Fallback returns a ProfileFunc that uses lang.Get's profile when it
// reports one and the profile of fallback otherwise.
func Fallback(fallback string) ProfileFunc {
	return func(code string) *lang.Profile {
		if p, ok := lang.Get(code); ok {
			return p
		}
		p, _ := lang.Get(fallback)
		return p
	}
}

// Predict runs r over every document with the ByCode profile of its
// language and returns the spans by document ID.
func Predict(docs []*document.Document, r recognize.Recognizer) map[string][]document.Span {
	return PredictWith(docs, r, ByCode)
}

// PredictWith is Predict with the profile chosen by profile.
func PredictWith(docs []*document.Document, r recognize.Recognizer, profile ProfileFunc) map[string][]document.Span {
	pred := make(map[string][]document.Span, len(docs))
	for _, d := range docs {
		pred[d.ID] = r.Recognize(d.Text, profile(d.Language))
	}
	return pred
}
