#!/usr/bin/env python3
"""Reads a package-benchmark baseline exported as influx CSV, with the per-URL allocation counts
(`AllocationCounts`) and the instruction counts (`Benchmarks/instructions`) of the same run, and
prints Junction's table: every figure beside routing-kit's, on both workloads, and each target,
met or not. With --record, writes Benchmarks/Thresholds/ instead; with --check, condenses the
output of `benchmark thresholds check`.

Raw figures are per benchmark iteration: 1,000 lookups for lookup benchmarks (scalingFactor .kilo),
one table for build benchmarks, one map for cold starts. Everything printed here is a median (p50)
unless it says otherwise. Times are the benchmark thread's CPU time where the benchmark records it
(it leaves out the time the thread waits while other processes run), with the wall clock beside.
"""

import argparse
import csv
import json
import os
import re
import sys

SIZES = [10, 100, 1_000, 10_000]
LOOKUPS = 1_000  # URLs per iteration of a lookup benchmark
HOSTILE_SIZES = ["100 B", "1 KB", "4 KB"]
HOSTILE_TARGET_NS = 50_000  # a 4 KB hostile segment, one lookup
INSTRUCTIONS_N = 1_000  # the table size `run` counts instructions at

# The workloads: what their benchmark names end with, and how the table names them.
WORKLOADS = [
    ("short", "", "short app links"),
    ("long", ", long URLs", "long URLs (queries, percent-encoding, mixed segments)"),
]

# The targets.
MATCH_NS = 200  # match median, every N, every workload
PEER_RATIO = 5  # routing-kit ÷ Junction, every N, in time and in instructions (issue 27)
FLAT_RATIO = 1.2  # match at N=10,000 ÷ N=10; retained bytes, largest ÷ smallest over N = 100…10,000
RETAINED_BYTES = 300  # per route, every N
BUILD_MS = 5  # 10,000 routes
COLD_JSON_MS = {1_000: 2, 10_000: 20}
COLD_YAML_US_PER_ROUTE = 5
PARAMETERS_AVERAGE = 1  # allocations, average over the hits
PARAMETERS_MAXIMUM = 2  # allocations, any one URL
MISS_PATHS = ["match", "canOpen", "openSynchronously", "open"]

# package-benchmark's metric descriptions (spaces removed in the CSV) -> threshold-file names.
METRICS = {
    "Time(wallclock)": "wallClock",
    "Malloc(total)": "mallocCountTotal",
    "Malloc(bytestotal)": "mallocBytesCount",
    "Malloc/freeΔ(bytes)": "memoryLeakedBytes",
    "MemoryΔ(residentpeak)": "peakMemoryResidentDelta",
    "Instructions": "instructions",
    "threadCPU": "threadCPU",  # custom: the benchmark thread's CPU time (ThreadClock.swift)
}


def targets_for(name):
    """The targets, as limits on the raw p90 of one iteration, for the threshold files."""
    if re.fullmatch(r"Junction match( hits| misses)? N=\d+(, long URLs)?", name):
        return {"wallClock": MATCH_NS * LOOKUPS, "mallocCountTotal": 0}
    if re.fullmatch(r"Junction resolve parameters N=\d+(, long URLs)?", name):
        return {"mallocCountTotal": PARAMETERS_AVERAGE * LOOKUPS}
    if name.startswith("Junction hostile segment 4 KB,"):
        return {"wallClock": HOSTILE_TARGET_NS}
    if re.fullmatch(r"Junction build table N=10000(, long URLs)?", name):
        return {"wallClock": BUILD_MS * 1_000_000, "memoryLeakedBytes": RETAINED_BYTES * 10_000}
    match = re.fullmatch(r"Junction cold start JSON N=(\d+)", name)
    if match and int(match.group(1)) in COLD_JSON_MS:
        return {"wallClock": COLD_JSON_MS[int(match.group(1))] * 1_000_000}
    match = re.fullmatch(r"Junction cold start YAML N=(\d+)", name)
    if match:
        return {"wallClock": COLD_YAML_US_PER_ROUTE * 1_000 * int(match.group(1))}
    return {}


def load(path):
    """{benchmark: {metric: {percentile: value}}} from an influx CSV export."""
    results = {}
    with open(path, newline="") as file:
        rows = [line for line in file if not line.startswith("#")]
    for row in csv.DictReader(rows):
        metric = METRICS.get(row["metric"])
        if metric is None:
            continue
        percentile = int(float(row["percentile"]))
        results.setdefault(row["test"], {}).setdefault(metric, {})[percentile] = int(row["value"])
    return results


def load_counts(path, what, parse):
    """{key: value} from the lines of a counting step's output, each read by `parse` (which gives
    a (key, value) pair or None), or a note saying why there are none."""
    if not path or not os.path.exists(path):
        return {}, f"not measured (the {what} did not run)"
    with open(path, errors="replace") as file:
        text = file.read()
    counts = dict(pair for pair in map(parse, text.splitlines()) if pair)
    if not counts:
        return {}, "not measured: " + (text.strip().splitlines() or ["no output"])[-1]
    return counts, None


def allocation_line(line):
    """`AllocationCounts`: (workload, N, operation) -> (URLs, average, maximum, URL), and
    (workload, N, "summary") -> the workload's summary."""
    cells = line.split("\t")
    if len(cells) == 4 and cells[2] == "summary":
        return (cells[0], int(cells[1]), "summary"), cells[3]
    if len(cells) == 7 and cells[1].isdigit():
        return (cells[0], int(cells[1]), cells[2]), (int(cells[3]), float(cells[4]), int(cells[5]), cells[6])
    return None


def instruction_line(line):
    """`Benchmarks/instructions`: (scenario, workload, N) -> instructions per operation."""
    cells = line.split()
    if len(cells) == 4 and cells[2].isdigit() and cells[3].isdigit():
        return (cells[0], cells[1], int(cells[2])), int(cells[3])
    return None


def median(results, name, metric):
    return results.get(name, {}).get(metric, {}).get(50)


def fmt(value, digits=0):
    if value is None:
        return "–"
    return f"{value:,.{digits}f}"


def ratio(numerator, denominator, digits=1):
    return f"{numerator / denominator:.{digits}f}×" if numerator and denominator else "–"


def table(header, rows):
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]
    line = lambda row: "  ".join(
        str(cell).ljust(widths[i]) if i == 0 else str(cell).rjust(widths[i]) for i, cell in enumerate(row)
    )
    print(line(header))
    print("  ".join("-" * width for width in widths))
    for row in rows:
        print(line(row))


class Report:
    def __init__(self, results, allocations, instructions):
        self.results = results
        self.allocations, self.allocations_note = allocations
        self.instructions, self.instructions_note = instructions
        self.floor = median(results, "Harness noop", "mallocCountTotal") or 0
        self.verdicts = []

    # Figures.

    def time(self, name):
        """The median time of one iteration: the thread's CPU time where recorded, else the wall clock."""
        raw = median(self.results, name, "threadCPU")
        return raw if raw is not None else median(self.results, name, "wallClock")

    def ns(self, name):
        raw = self.time(name)
        return raw / LOOKUPS if raw is not None else None

    def wall_ns(self, name):
        raw = median(self.results, name, "wallClock")
        return raw / LOOKUPS if raw is not None else None

    def mallocs(self, name):
        raw = median(self.results, name, "mallocCountTotal")
        return max(raw - self.floor, 0) / LOOKUPS if raw is not None else None

    def per_route(self, name, metric, size):
        raw = median(self.results, name, metric)
        return raw / size if raw is not None else None

    def verdict(self, ok, text, miss=""):
        if ok is None:
            self.verdicts.append(f"  {'not measured':<12}  {text}")
        else:
            self.verdicts.append(f"  {'met' if ok else 'MISSED':<12}  {text}" + ("" if ok or not miss else f"  ({miss})"))

    # Sections.

    def lookups(self, workload, suffix, label):
        print(f"Lookups, {label}: per lookup (raw ÷ 1,000): thread CPU ns, wall-clock ns, allocations.")
        summary = self.allocations.get((workload, 1_000, "summary"))
        if summary:
            print(f"The lookup list at N=1,000: {summary}.")
        rows_for = ["Junction match", "Junction match hits", "Junction match misses", "Junction resolve parameters"]
        if workload == "short":
            rows_for += ["Junction openSynchronously", "Junction open async", "Junction open async with an interceptor",
                         "Junction build URL named"]
        rows_for += ["routing-kit match", "routing-kit route pre-split"]
        header = ["per lookup"] + [f"N={size:,} {unit}" for size in SIZES for unit in ("cpu ns", "wall ns", "mallocs")]
        rows = []
        for base in rows_for:
            row = [base]
            for size in SIZES:
                name = f"{base} N={size}{suffix}"
                row += [fmt(self.ns(name)), fmt(self.wall_ns(name)), fmt(self.mallocs(name), 2)]
            rows.append(row)
        row = ["routing-kit ÷ Junction (match)"]
        for size in SIZES:
            junction, peer = f"Junction match N={size}{suffix}", f"routing-kit match N={size}{suffix}"
            row += [ratio(self.ns(peer), self.ns(junction)), ratio(self.wall_ns(peer), self.wall_ns(junction)), ""]
        rows.append(row)
        table(header, rows)
        small, large = self.ns(f"Junction match N=10{suffix}"), self.ns(f"Junction match N=10000{suffix}")
        print(f"Junction match N=10,000 ÷ N=10: {ratio(large, small, 2)}.")
        print()

    def instruction_counts(self):
        print(f"Instructions per lookup (callgrind, N={INSTRUCTIONS_N:,}, `Benchmarks/instructions`): they do not move with the"
              " machine's load.")
        if self.instructions_note:
            print(f"  {self.instructions_note}")
            print()
            return
        header = ["instructions per operation"] + [label.split(" (")[0] for _, _, label in WORKLOADS]
        names = {"match": "Junction match (lookups)", "match-hits": "Junction match, hits",
                 "match-misses": "Junction match, misses", "open": "Junction openSynchronously",
                 "build": "Junction build, per route", "routing-kit": "routing-kit (lookups)"}
        scenarios = sorted({key[0] for key in self.instructions},
                           key=lambda s: list(names).index(s) if s in names else len(names))
        rows = []
        for scenario in scenarios:
            rows.append([names.get(scenario, scenario)] + [fmt(self.instructions.get((scenario, workload, INSTRUCTIONS_N)))
                                                           for workload, _, _ in WORKLOADS])
        rows.append(["routing-kit ÷ Junction (match)"] + [
            ratio(self.instructions.get(("routing-kit", workload, INSTRUCTIONS_N)),
                  self.instructions.get(("match", workload, INSTRUCTIONS_N)))
            for workload, _, _ in WORKLOADS])
        table(header, rows)
        others = sorted({key[2] for key in self.instructions} - {INSTRUCTIONS_N})
        if others:
            print(f"(counted at other N too: {', '.join(f'{n:,}' for n in others)}; see the instructions output)")
        print()

    def hostile(self):
        print("Hostile segments: one lookup of a segment of dashes against /h/{c0}-…-{cK}.html, µs"
              " (routing-kit has no mixed segments).")
        header = ["hostile segment"] + [f"{k} capture{'s' if k > 1 else ''} µs" for k in range(1, 5)]
        rows = []
        for size in HOSTILE_SIZES:
            for kind in ["matching", "missing"]:
                row = [f"{size}, {kind}"]
                for captures in range(1, 5):
                    raw = median(self.results, f"Junction hostile segment {size}, {captures} captures, {kind}", "wallClock")
                    row.append(fmt(raw / 1e3 if raw is not None else None, 2))
                rows.append(row)
        table(header, rows)
        print()

    def building(self):
        print("Building a table: add N routes to a fresh router (Junction: one collection, one commit), then a lookup.")
        print("Per route = per table ÷ N. Retained = bytes allocated minus bytes freed while the table is alive:"
              " everything the router keeps (requested sizes, without allocator overhead).")
        header = ["build", "N", "cpu ms/table", "wall ms/table", "cpu ns/route", "mallocs/route", "allocated B/route",
                  "retained B/route"]
        rows = []
        for _, suffix, label in WORKLOADS:
            for base in ["Junction build table", "routing-kit build table"]:
                for size in SIZES:
                    name = f"{base} N={size}{suffix}"
                    cpu, wall = self.time(name), median(self.results, name, "wallClock")
                    rows.append([
                        f"{base}{suffix}", f"{size:,}", fmt(cpu / 1e6 if cpu is not None else None, 2),
                        fmt(wall / 1e6 if wall is not None else None, 2),
                        fmt(cpu / size if cpu is not None else None),
                        fmt(self.per_route(name, "mallocCountTotal", size), 1),
                        fmt(self.per_route(name, "mallocBytesCount", size)),
                        fmt(self.per_route(name, "memoryLeakedBytes", size)),
                    ])
        table(header, rows)
        for base in ["Junction", "routing-kit"]:
            name = f"{base} peak memory N=10000"
            print(f"{base} peak memory N=10,000 (short workload, one table, fresh process): peak resident delta"
                  f" {fmt(self.per_route(name, 'peakMemoryResidentDelta', 10_000))} B/route, retained"
                  f" {fmt(self.per_route(name, 'memoryLeakedBytes', 10_000))} B/route.")
        print()

    def cold_start(self):
        print("Cold start: a route map read, checked and registered (`Junction cold start …`, one map per iteration).")
        header = ["cold start", "ms", "µs/route"]
        rows = []
        for form in ["JSON", "YAML"]:
            for size in [1_000, 10_000]:
                name = f"Junction cold start {form} N={size}"
                wall = self.time(name)
                rows.append([name, fmt(wall / 1e6 if wall is not None else None, 2) if wall is not None else "not measured",
                             fmt(wall / 1e3 / size if wall is not None else None, 2)])
        table(header, rows)
        print()

    def allocations_per_url(self):
        print("Allocations per URL (`AllocationCounts`: each URL counted on its own; average and the most any one URL made).")
        if self.allocations_note:
            print(f"  {self.allocations_note}")
            print()
            return
        header = ["allocations", "workload", "N", "average", "benchmark average", "max", "URL at the max"]
        rows = []
        for workload, suffix, _ in WORKLOADS:
            for operation in ["parameters"] + [f"{path} miss" for path in MISS_PATHS]:
                for size in SIZES:
                    found = self.allocations.get((workload, size, operation))
                    if not found:
                        continue
                    _, average, maximum, url = found
                    bench = self.mallocs(f"Junction resolve parameters N={size}{suffix}") if operation == "parameters" \
                        else self.mallocs(f"Junction match misses N={size}{suffix}") if operation == "match miss" else None
                    rows.append([operation, workload, f"{size:,}", f"{average:.2f}", fmt(bench, 2), str(maximum),
                                 "–" if maximum == 0 else url if len(url) <= 110 else url[:107] + "…"])
        table(header, rows)
        print()

    # Targets.

    def targets(self):
        for workload, suffix, label in WORKLOADS:
            name = label.split(" (")[0]
            for size in SIZES:
                ns = self.ns(f"Junction match N={size}{suffix}")
                self.verdict(None if ns is None else ns <= MATCH_NS, f"{name}: match ≤ {MATCH_NS} ns at N={size:,}: {fmt(ns)} ns",
                             f"{ns / MATCH_NS:.2f}× the target" if ns else "")
            for size in SIZES:
                junction, peer = self.ns(f"Junction match N={size}{suffix}"), self.ns(f"routing-kit match N={size}{suffix}")
                ok = None if not (junction and peer) else peer / junction >= PEER_RATIO
                self.verdict(ok, f"{name}: ≥ {PEER_RATIO}× routing-kit at N={size:,}: {ratio(peer, junction)}"
                                 f" ({fmt(peer)} / {fmt(junction)} ns)",
                             f"needs Junction ≤ {peer / PEER_RATIO:,.0f} ns" if peer else "")
            small, large = self.ns(f"Junction match N=10{suffix}"), self.ns(f"Junction match N=10000{suffix}")
            ok = None if not (small and large) else large / small <= FLAT_RATIO
            self.verdict(ok, f"{name}: match at N=10,000 ≤ {FLAT_RATIO}× N=10: {fmt(large)} / {fmt(small)} ns = {ratio(large, small, 2)}")
            junction = self.instructions.get(("match", workload, INSTRUCTIONS_N))
            peer = self.instructions.get(("routing-kit", workload, INSTRUCTIONS_N))
            self.verdict(None if not (junction and peer) else peer / junction >= PEER_RATIO,
                         f"{name}: ≥ {PEER_RATIO}× routing-kit in instructions per lookup (callgrind, N={INSTRUCTIONS_N:,}):"
                         f" {ratio(peer, junction)} ({fmt(peer)} / {fmt(junction)})"
                         + (f" — {self.instructions_note}" if self.instructions_note else ""),
                         f"needs Junction ≤ {peer / PEER_RATIO:,.0f}" if peer else "")
            retained = [self.per_route(f"Junction build table N={size}{suffix}", "memoryLeakedBytes", size) for size in SIZES]
            for size, value in zip(SIZES, retained):
                peer = self.per_route(f"routing-kit build table N={size}{suffix}", "memoryLeakedBytes", size)
                self.verdict(None if value is None else value <= RETAINED_BYTES,
                             f"{name}: ≤ {RETAINED_BYTES} B retained per route at N={size:,}: {fmt(value)} (routing-kit {fmt(peer)})",
                             f"{value / RETAINED_BYTES:.2f}× the target" if value else "")
            flat = [value for value in retained[1:] if value]
            self.verdict(None if len(flat) < 3 else max(flat) / min(flat) <= FLAT_RATIO,
                         f"{name}: retained bytes flat in N (largest ≤ {FLAT_RATIO}× smallest over N=100…10,000):"
                         f" {ratio(max(flat), min(flat), 2) if flat else '–'}")
            build = self.time(f"Junction build table N=10000{suffix}")
            peer = self.time(f"routing-kit build table N=10000{suffix}")
            self.verdict(None if build is None else build <= BUILD_MS * 1e6,
                         f"{name}: 10,000 routes built in ≤ {BUILD_MS} ms: {fmt(build / 1e6 if build else None, 1)} ms"
                         f" (routing-kit {fmt(peer / 1e6 if peer else None, 1)} ms)",
                         f"{build / (BUILD_MS * 1e6):.1f}× the target" if build else "")
            averages = [self.allocations.get((workload, size, "parameters")) for size in SIZES]
            measured = [found for found in averages if found]
            average = max((found[1] for found in measured), default=None)
            self.verdict(None if average is None else average <= PARAMETERS_AVERAGE,
                         f"{name}: parameters ≤ {PARAMETERS_AVERAGE} allocation on average (worst N): "
                         + (f"{average:.2f}" if average is not None else self.allocations_note or "–"))
            worst = max(measured, key=lambda found: found[2], default=None)
            self.verdict(None if worst is None else worst[2] <= PARAMETERS_MAXIMUM,
                         f"{name}: parameters ≤ {PARAMETERS_MAXIMUM} allocations for any URL: "
                         + (f"{worst[2]} ({worst[3]})" if worst else self.allocations_note or "–"))
            for path in MISS_PATHS:
                counts = [self.allocations.get((workload, size, f"{path} miss")) for size in SIZES]
                counts = [found for found in counts if found]
                worst = max(counts, key=lambda found: found[2], default=None)
                self.verdict(None if worst is None else worst[2] == 0,
                             f"{name}: a miss allocates nothing on `{path}` (most for any URL, any N): "
                             + (f"{worst[2]}, average {max(found[1] for found in counts):.2f}" if worst
                                else self.allocations_note or "–"))
        for size, limit in COLD_JSON_MS.items():
            wall = self.time(f"Junction cold start JSON N={size}")
            self.verdict(None if wall is None else wall <= limit * 1e6,
                         f"cold start: a {size:,}-route JSON map in ≤ {limit} ms: "
                         + (f"{wall / 1e6:,.2f} ms" if wall is not None else "no benchmark in this run"))
        for size in [1_000, 10_000]:
            wall = self.time(f"Junction cold start YAML N={size}")
            self.verdict(None if wall is None else wall / 1e3 / size <= COLD_YAML_US_PER_ROUTE,
                         f"cold start: YAML ≤ {COLD_YAML_US_PER_ROUTE} µs a route at N={size:,}: "
                         + (f"{wall / 1e3 / size:,.2f} µs" if wall is not None else "no benchmark in this run"))
        # Targets set before these, kept.
        hostile = [median(self.results, f"Junction hostile segment 4 KB, {k} captures, {kind}", "wallClock")
                   for k in range(1, 5) for kind in ["matching", "missing"]]
        worst = max(hostile) if all(value is not None for value in hostile) else None
        self.verdict(None if worst is None else worst <= HOSTILE_TARGET_NS,
                     f"hostile 4 KB segment ≤ 50 µs (worst of 1–4 captures, matching and missing): {fmt(worst / 1e3 if worst else None, 1)} µs")
        one_by_one = self.time("Junction build one by one N=3000")
        interleaved = self.time("Junction build one by one, a lookup after each N=3000")
        batched = self.time("Junction build as one collection N=3000")
        self.verdict(None if not (one_by_one and batched) else one_by_one <= 1.5 * batched,
                     f"3,000 registrations one by one, then a lookup ≤ 1.5× as one collection: {ratio(one_by_one, batched, 2)}"
                     + (f" (a lookup after each: {interleaved / 1e6:,.1f} ms, {ratio(interleaved, batched, 1)})" if interleaved and batched else ""))
        for size in SIZES:
            opened, matched = self.ns(f"Junction openSynchronously N={size}"), self.ns(f"Junction match hits N={size}")
            self.verdict(None if not (opened and matched) else opened <= 2 * matched,
                         f"openSynchronously ≤ 2× match hits at N={size:,}: {fmt(opened)} / {fmt(matched)} ns = {ratio(opened, matched, 2)}")
        print("Targets (medians of this run, thread CPU time where recorded; instruction and allocation counts are exact):")
        for line in self.verdicts:
            print(line)
        missed = sum(1 for line in self.verdicts if "MISSED" in line[:16])
        unmeasured = sum(1 for line in self.verdicts if "not measured" in line[:16])
        print(f"  {len(self.verdicts) - missed - unmeasured} met, {missed} missed, {unmeasured} not measured.")

    def print(self, machine):
        print(f"Junction benchmarks, medians. Machine: {machine}.")
        print(f"Harness floor subtracted from lookup mallocs: {self.floor} per 1,000 lookups."
              f" Harness noop: {fmt(self.ns('Harness noop'), 1)} ns per lookup.")
        print()
        for workload, suffix, label in WORKLOADS:
            self.lookups(workload, suffix, label)
        pattern_ns, pattern_mallocs = self.ns("Junction build URL pattern"), self.mallocs("Junction build URL pattern")
        print(f"Junction build URL pattern (no N): {fmt(pattern_ns)} ns, {fmt(pattern_mallocs, 2)} mallocs per URL.")
        print()
        self.instruction_counts()
        self.building()
        self.allocations_per_url()
        self.cold_start()
        self.hostile()
        self.targets()


def record(results, directory):
    """Writes one p90 threshold file per Junction benchmark: the target where one is stated, this
    run's p90 elsewhere. routing-kit and the harness are measured, not gated."""
    for name, metrics in sorted(results.items()):
        if not name.startswith("Junction "):
            continue
        limits = {metric: values[90] for metric, values in metrics.items() if 90 in values and metric != "threadCPU"}
        limits.update(targets_for(name))
        path = os.path.join(directory, f"JunctionBenchmarks.{name}.p90.json")
        with open(path, "w") as file:
            json.dump(dict(sorted(limits.items())), file, indent=2)
            file.write("\n")
        print(f"wrote {path}")


def unthresholded(results, directory):
    """The Junction benchmarks of this run that have no threshold file yet."""
    return [name for name in sorted(results) if name.startswith("Junction ")
            and not os.path.exists(os.path.join(directory, f"JunctionBenchmarks.{name}.p90.json"))]


def summarize_check(path, results=None, directory=None):
    """Condenses the output of `benchmark thresholds check`: one line per deviation, worse first.
    Returns 2 when a benchmark is worse than a threshold, 0 when none is, 1 when the check did not
    reach a verdict."""
    worse, better, verdict = [], [], None
    kind = name = metric = None
    with open(path, errors="replace") as file:
        for line in file:
            line = line.rstrip("\n")
            header = re.match(r"Deviations (worse|better) than threshold for [^:]+:(.*)", line)
            if header:
                kind, name = header.groups()
                continue
            cells = [cell.strip() for cell in line.strip("│ ").split("│")]
            if len(cells) == 5 and cells[1] == "p90 threshold":
                metric = cells[0]
            elif len(cells) == 5 and cells[0] == "p90" and kind:
                unit = "%" if metric and metric.endswith("%)") else ""
                text = (f"{name}: {metric}: p90 {cells[2]} against a limit of {cells[1]}"
                        f" (off by {cells[3]}{unit}, {cells[4]}{unit} allowed)")
                (worse if kind == "worse" else better).append(text)
            elif "than the defined thresholds" in line or "EQUAL to the defined thresholds" in line:
                verdict = line.strip()
    for text in worse:
        print(f"  WORSE   {text}")
    # Better than a limit is no failure: one line per benchmark, naming the metrics.
    improved = {}
    for text in better:
        name, metric = text.split(": ")[:2]
        improved.setdefault(name, []).append(re.sub(r" \([^()]*\)$", "", metric))
    for name, metrics in improved.items():
        print(f"  better  {name}: {', '.join(metrics)}")
    if improved:
        print("  (better than a limit: re-record the measured limits with `Benchmarks/run --record-thresholds`)")
    if results is not None and directory:
        missing = unthresholded(results, directory)
        if missing:
            print(f"  not gated: {len(missing)} Junction benchmarks have no threshold file yet"
                  " (record them with `Benchmarks/run --record-thresholds` on a quiet machine):")
            for name in missing:
                print(f"    {name}")
    if verdict is None:
        print("  the check reached no verdict; its output is in " + path)
        return 1
    print("  " + verdict)
    return 2 if worse else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", metavar="THRESHOLDS_DIR", help="write threshold files from CSV")
    parser.add_argument("--check", metavar="LOG", help="condense a `thresholds check` log")
    parser.add_argument("--thresholds", metavar="THRESHOLDS_DIR", help="with --check: list benchmarks without a file")
    parser.add_argument("--allocations", metavar="FILE", help="the output of AllocationCounts")
    parser.add_argument("--instructions", metavar="FILE", help="the output of Benchmarks/instructions")
    parser.add_argument("csv", nargs="?", help="the influx CSV export of the run")
    parser.add_argument("machine", nargs="?", default="", help="a line describing the machine")
    args = parser.parse_args()
    if args.check:
        sys.exit(summarize_check(args.check, load(args.csv) if args.csv else None, args.thresholds))
    if not args.csv:
        parser.error("the CSV export is needed")
    if args.record:
        record(load(args.csv), args.record)
        return
    allocations = load_counts(args.allocations, "per-URL pass", allocation_line)
    instructions = load_counts(args.instructions, "instruction counts", instruction_line)
    Report(load(args.csv), allocations, instructions).print(args.machine)


if __name__ == "__main__":
    main()
