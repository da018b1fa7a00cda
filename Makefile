# Date Order Atlas. `make site` regenerates site/; `make test` runs every test, including a freshness check
# of the committed site/. Both install missing Debian packages first (root or sudo).
SWIFT ?= swift
BIN := .build/debug/dateorder

.PHONY: all site test build deps test-deps check lint format validate fuzz mutants browser-test bench docs clean

all: site

deps:
	@scripts/install-deps build

test-deps:
	@scripts/install-deps test

build: deps
	$(SWIFT) build

site: build
	$(BIN) build --output site

# Every test: formatting, site/ freshness (first: the browser tests read site/), the Swift suites, the browser, the
# DocC archive (twice: with and without DOCS_PACKAGE_URL), ten seconds of fuzzing, the HTML validator. The Swift
# suites and the browser tests run beside each other (the browser mostly waits on pages: a third of a core), then
# the browser tests that time the page run alone. Prints each step's time, their sum and the wall time at the end
# (scripts/timed).
test: test-deps
	@scripts/timed start
	@scripts/timed "lint" $(MAKE) --no-print-directory lint
	@scripts/timed "build" $(SWIFT) build --build-tests
	@scripts/timed "check site/" $(MAKE) --no-print-directory check
	@scripts/timed beside "swift test" "$(SWIFT) test --skip-build" "browser tests" "scripts/browser-tests site --no-timing"
	@scripts/timed "browser timing" scripts/browser-tests site --timing
	@scripts/timed "docs" sh -c 'scripts/docs && DOCS_PACKAGE_URL=https://git.example.org/team/date-order.git scripts/docs .build/docs-package-url'
	@scripts/timed "fuzz" env FUZZ_SECONDS=10 scripts/fuzz
	@scripts/timed "validate site/" scripts/validate-site site
	@scripts/timed report

# The project's .swift-format, strictly, over every Swift file (`make format` rewrites them).
lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Package.swift Sources Tests Fuzz Benchmarks

format:
	$(SWIFT) format format --in-place --recursive --configuration .swift-format Package.swift Sources Tests Fuzz Benchmarks

# The DocC documentation of the DateOrder library, as a static site in .build/docs (fails on any DocC warning).
docs: deps
	scripts/docs

# site/ against what a build would write now (stale, missing and extra files; writes nothing, exits 1 if any).
check:
	$(BIN) build --check --output site

# The committed site/ through the W3C Nu HTML Checker, plus links and anchors, the JSON schema and the CSV.
validate: test-deps
	scripts/validate-site site

# A short, bounded libFuzzer run over the tokenizer, detection and identifier resolution (FUZZ_SECONDS=20).
fuzz:
	scripts/fuzz

# Plants each bug listed in scripts/mutants (one at a time, in a scratch copy) and fails if a test still passes.
mutants: deps
	scripts/mutants

# Headless Chromium against the committed site: filter, links, picker order, no-JS, screenshots.
browser-test:
	scripts/browser-tests site

# The build against Hugo on the same pages, cold and incremental (Benchmarks/run; results in Benchmarks/README.md).
bench: deps
	Benchmarks/run

clean:
	rm -rf .build
