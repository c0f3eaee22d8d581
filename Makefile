# meddeid — the two commands a newcomer runs are `make run` and `make test`.
GO       ?= go
BIN      := bin/meddeid
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
DEVSET   := ../shared/devset/devset.jsonl

.PHONY: build run test lint fmt bench fuzz devset-eval holdout-eval clean lexicons model

build:
	$(GO) build -trimpath -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/meddeid

## run: build, then de-identify the bundled example notes with the embedded default detector
run: build
	@mkdir -p out
	$(BIN) deidentify examples/notes.jsonl -o out/examples.deid.jsonl
	$(BIN) deidentify examples/notes.jsonl --output-format text

## test: formatting, vet, staticcheck and every test (fuzz seed corpora run as ordinary tests)
test: lint
	$(GO) test -count=1 ./...
	GOEXPERIMENT=simd $(GO) vet ./tagger/neural
	GOEXPERIMENT=simd $(GO) test -count=1 -run 'GraphMatchesForward' ./tagger/neural

lint:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./recognize/... ./document/ ./eval/ ./cmd/...
	GOMAXPROCS=1 $(GO) test -run '^$$' -bench . -benchmem -benchtime 3s ./tagger/embedded

## fuzz: run each fuzz target for FUZZTIME (default 30s)
FUZZTIME ?= 30s
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzDecode -fuzztime $(FUZZTIME) ./document
	$(GO) test -run '^$$' -fuzz FuzzCSV -fuzztime $(FUZZTIME) ./document
	$(GO) test -run '^$$' -fuzz FuzzIndex -fuzztime $(FUZZTIME) ./document
	$(GO) test -run '^$$' -fuzz FuzzRecognize -fuzztime $(FUZZTIME) ./recognize/datetime

## devset-eval: figures on the development gold set, with and without metadata injection, and for the structured labels
devset-eval: build
	@mkdir -p out
	$(BIN) deidentify --spans-only $(DEVSET) -o out/devset.pred.jsonl
	$(BIN) deidentify --spans-only --no-metadata $(DEVSET) -o out/devset.nometa.pred.jsonl
	$(BIN) eval --gold $(DEVSET) --pred metadata=out/devset.pred.jsonl --pred no-metadata=out/devset.nometa.pred.jsonl
	$(BIN) eval --gold $(DEVSET) --pred out/devset.pred.jsonl --structured

## holdout-eval: the same on the bundled gold sets testdata/holdout, holdout2, holdout3, holdout4 and orgplaces (see their READMEs)
holdout-eval: build
	@mkdir -p out
	for h in holdout holdout2 holdout3 holdout4 holdout5 holdout6 holdout7 orgplaces ordinary; do \
	  $(BIN) deidentify --spans-only testdata/$$h/$$h.jsonl -o out/$$h.pred.jsonl && \
	  $(BIN) deidentify --spans-only --no-metadata testdata/$$h/$$h.jsonl -o out/$$h.nometa.pred.jsonl && \
	  $(BIN) eval --gold testdata/$$h/$$h.jsonl --pred metadata=out/$$h.pred.jsonl --pred no-metadata=out/$$h.nometa.pred.jsonl || exit 1; \
	done

## model: reproduce the embedded default tagger model (tagger/embedded/default.model) from synthetic notes (fixed seeds; ≤ 30 min on 2 cores; see docs/MODELS.md)
model: build
	@mkdir -p out/model
	@set -e; seed=100; for l in nl-BE nl-NL en-GB en-US fr-BE fr-FR de-DE; do seed=$$((seed+1)); \
	  echo "$(BIN) synth --lang $$l --count 1500 --seed $$seed --split train=0.9,dev=0.1 -o out/model/$$l.jsonl"; \
	  $(BIN) synth --lang $$l --count 1500 --seed $$seed --split train=0.9,dev=0.1 -o out/model/$$l.jsonl; done
	$(BIN) train --seed 1 --workers 2 -o out/model/default.model \
	  --train out/model/nl-BE.train.jsonl,out/model/nl-NL.train.jsonl,out/model/en-GB.train.jsonl,out/model/en-US.train.jsonl,out/model/fr-BE.train.jsonl,out/model/fr-FR.train.jsonl,out/model/de-DE.train.jsonl \
	  --dev out/model/nl-BE.dev.jsonl,out/model/nl-NL.dev.jsonl,out/model/en-GB.dev.jsonl,out/model/en-US.dev.jsonl,out/model/fr-BE.dev.jsonl,out/model/fr-FR.dev.jsonl,out/model/de-DE.dev.jsonl
	cp out/model/default.model tagger/embedded/default.model
	@echo "embedded: tagger/embedded/default.model (rebuild with make build)"

clean:
	rm -rf bin out

## lexicons: regenerate lexicon/data from @faker-js/faker (npm), Philter and Debian word lists (see tools/genlex/README.md)
lexicons:
	$(GO) generate ./lexicon

## neural-model: reproduce the neural tagger (issue 8) from the `make model` synthetic notes (seed 1; ≈ 20 min on 2 cores; see docs/MODELS.md)
NEURAL_LANGS := nl-BE nl-NL en-GB en-US fr-BE fr-FR de-DE
comma := ,
neural-model: build
	@test -f out/model/nl-BE.train.jsonl || $(MAKE) model
	@mkdir -p out/neural
	$(BIN) train --arch neural --seed 1 --workers 2 --epochs 3 --patience 1 -o out/neural/neural.model \
	  --train $(subst $(eval) ,$(comma),$(foreach l,$(NEURAL_LANGS),out/model/$(l).train.jsonl)) \
	  --dev $(subst $(eval) ,$(comma),$(foreach l,$(NEURAL_LANGS),out/model/$(l).dev.jsonl))

## fast: build bin/meddeid with GOEXPERIMENT=simd (GoMLX's SIMD kernels: faster neural training; prediction uses internal/vec's AVX2 kernels in every build)
fast:
	GOEXPERIMENT=simd $(GO) build -trimpath -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/meddeid

.PHONY: neural-model fast
