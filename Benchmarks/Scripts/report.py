#!/usr/bin/env python3
"""Reads a package-benchmark baseline exported as influx CSV and prints Junction's compact table,
the peer ratios and issue 3's targets; with --record, writes Benchmarks/Thresholds/ instead.

Raw figures are per benchmark iteration: 1,000 lookups for lookup benchmarks (scalingFactor .kilo),
one table for build benchmarks. Everything printed here is a median (p50) unless it says otherwise.
"""

import csv
import json
import os
import re
import sys

SIZES = [10, 100, 1_000, 10_000]
LOOKUPS = 1_000  # URLs per iteration of a lookup benchmark
HOSTILE_SIZES = ["100 B", "1 KB", "4 KB"]
HOSTILE_TARGET_NS = 50_000  # a 4 KB hostile segment, one lookup

# package-benchmark's metric descriptions (spaces removed in the CSV) -> threshold-file names.
METRICS = {
    "Time(wallclock)": "wallClock",
    "Malloc(total)": "mallocCountTotal",
    "Malloc(bytestotal)": "mallocBytesCount",
    "Malloc/freeΔ(bytes)": "memoryLeakedBytes",
    "MemoryΔ(residentpeak)": "peakMemoryResidentDelta",
    "Instructions": "instructions",
}

# Issue 3's targets, as limits on the raw p90 of one iteration, for the threshold files.
def targets_for(name):
    if re.fullmatch(r"Junction match( hits| misses)? N=\d+", name):
        return {"wallClock": 250 * LOOKUPS, "mallocCountTotal": 0}
    if re.fullmatch(r"Junction resolve parameters N=\d+", name):
        return {"mallocCountTotal": 2 * LOOKUPS}
    if name.startswith("Junction hostile segment 4 KB,"):
        return {"wallClock": HOSTILE_TARGET_NS}
    if name == "Junction build table N=10000":
        return {"wallClock": 10_000_000, "memoryLeakedBytes": 300 * 10_000}
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


def median(results, name, metric):
    return results.get(name, {}).get(metric, {}).get(50)


def fmt(value, digits=0):
    if value is None:
        return "–"
    return f"{value:,.{digits}f}"


def table(header, rows):
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]
    line = lambda row: "  ".join(
        str(cell).ljust(widths[i]) if i == 0 else str(cell).rjust(widths[i]) for i, cell in enumerate(row)
    )
    print(line(header))
    print("  ".join("-" * width for width in widths))
    for row in rows:
        print(line(row))


def report(results, machine):
    floor = median(results, "Harness noop", "mallocCountTotal") or 0
    per_lookup_ns = lambda name: (lambda raw: raw / LOOKUPS if raw is not None else None)(
        median(results, name, "wallClock"))
    per_lookup_mallocs = lambda name: (lambda raw: max(raw - floor, 0) / LOOKUPS if raw is not None else None)(
        median(results, name, "mallocCountTotal"))

    print(f"Junction benchmarks, medians. Machine: {machine}.")
    print(f"Lookups: one iteration looks up 1,000 URLs; figures are per lookup (raw ÷ 1,000)."
          f" Harness floor subtracted from mallocs: {floor} per 1,000 lookups.")
    print()
    lookup_rows = [
        "Junction match", "Junction match hits", "Junction match misses", "Junction resolve parameters",
        "Junction openSynchronously", "Junction open async", "Junction open async with an interceptor",
        "Junction build URL named",
        "routing-kit match", "routing-kit route pre-split",
    ]
    header = ["per lookup"] + [f"N={size:,} {unit}" for size in SIZES for unit in ("ns", "mallocs")]
    rows = []
    for base in lookup_rows:
        row = [base]
        for size in SIZES:
            name = f"{base} N={size}"
            row += [fmt(per_lookup_ns(name)), fmt(per_lookup_mallocs(name), 2)]
        rows.append(row)
    ratio_row = ["ratio routing-kit/Junction match"]
    for size in SIZES:
        junction, peer = per_lookup_ns(f"Junction match N={size}"), per_lookup_ns(f"routing-kit match N={size}")
        ratio_row += [f"{peer / junction:.1f}×" if junction and peer else "–", ""]
    rows.append(ratio_row)
    table(header, rows)
    print()
    pattern_ns, pattern_mallocs = per_lookup_ns("Junction build URL pattern"), per_lookup_mallocs("Junction build URL pattern")
    print(f"Junction build URL pattern (no N): {fmt(pattern_ns)} ns, {fmt(pattern_mallocs, 2)} mallocs per URL."
          f" Harness noop: {fmt(per_lookup_ns('Harness noop'), 1)} ns per lookup.")
    print()

    print("Hostile segments: one lookup of a segment of dashes against /h/{c0}-…-{cK}.html (no peer has mixed segments).")
    print()
    header = ["hostile segment"] + [f"{k} capture{'s' if k > 1 else ''} µs" for k in range(1, 5)]
    rows = []
    for size in HOSTILE_SIZES:
        for kind in ["matching", "missing"]:
            row = [f"{size}, {kind}"]
            for captures in range(1, 5):
                raw = median(results, f"Junction hostile segment {size}, {captures} captures, {kind}", "wallClock")
                row.append(fmt(raw / 1e3 if raw is not None else None, 2))
            rows.append(row)
    table(header, rows)
    print()

    print("Building a table: add N routes to a fresh router as one collection (one commit), then a lookup.")
    print("Per route = per table ÷ N. Retained bytes = bytes allocated minus bytes freed while the table is alive"
          " (requested sizes, without allocator overhead).")
    print()
    header = ["build", "N", "ms/table", "ns/route", "mallocs/route", "allocated B/route", "retained B/route"]
    rows = []
    for base in ["Junction build table", "routing-kit build table"]:
        for size in SIZES:
            name = f"{base} N={size}"
            wall = median(results, name, "wallClock")
            mallocs = median(results, name, "mallocCountTotal")
            allocated = median(results, name, "mallocBytesCount")
            retained = median(results, name, "memoryLeakedBytes")
            rows.append([
                base, f"{size:,}", fmt(wall / 1e6 if wall is not None else None, 2),
                fmt(wall / size if wall is not None else None),
                fmt(mallocs / size if mallocs is not None else None, 1),
                fmt(allocated / size if allocated is not None else None),
                fmt(retained / size if retained is not None else None),
            ])
    for size in SIZES:
        junction = median(results, f"Junction build table N={size}", "wallClock")
        peer = median(results, f"routing-kit build table N={size}", "wallClock")
        rows.append(["ratio routing-kit/Junction", f"{size:,}",
                     f"{peer / junction:.2f}×" if junction and peer else "–", "", "", "", ""])
    table(header, rows)
    print()
    for base in ["Junction", "routing-kit"]:
        name = f"{base} peak memory N=10000"
        peak = median(results, name, "peakMemoryResidentDelta")
        retained = median(results, name, "memoryLeakedBytes")
        print(f"{base} peak memory N=10,000 (one table, fresh process): peak resident delta"
              f" {fmt(peak / 10_000 if peak is not None else None)} B/route, retained"
              f" {fmt(retained / 10_000 if retained is not None else None)} B/route.")
    print()
    check_targets(results, per_lookup_ns, per_lookup_mallocs)


def check_targets(results, per_lookup_ns, per_lookup_mallocs):
    print("Targets (medians of this run):")
    lines = []

    def verdict(ok, text, miss=""):
        lines.append(f"  {'met   ' if ok else 'MISSED'}  {text}" + ("" if ok or not miss else f"  ({miss})"))

    for size in SIZES:
        ns = per_lookup_ns(f"Junction match N={size}")
        if ns is not None:
            verdict(ns <= 250, f"match ≤ 250 ns at N={size:,}: {ns:,.0f} ns", f"{ns / 250:.2f}× the target, {ns - 250:,.0f} ns over")
    junction, peer = per_lookup_ns("Junction match N=10000"), per_lookup_ns("routing-kit match N=10000")
    if junction and peer:
        ratio = peer / junction
        verdict(ratio >= 5, f"match ≥ 5× faster than routing-kit at N=10,000: {ratio:.1f}×",
                f"needs Junction ≤ {peer / 5:,.0f} ns")
    for kind in ["hits", "misses"]:
        small, large = per_lookup_ns(f"Junction match {kind} N=10"), per_lookup_ns(f"Junction match {kind} N=10000")
        if small and large:
            verdict(large / small <= 1.3, f"{kind} flat in N (N=10,000 ≤ 1.3× N=10): {large:,.0f} / {small:,.0f} ns = {large / small:.2f}×",
                    f"{large / small / 1.3:.2f}× the allowed ratio")
    for size in SIZES:
        for name, limit in [(f"Junction match misses N={size}", 0), (f"Junction match N={size}", 0),
                            (f"Junction resolve parameters N={size}", 2)]:
            mallocs = per_lookup_mallocs(name)
            if mallocs is not None:
                verdict(mallocs <= limit, f"{name}: {mallocs:.2f} mallocs per lookup ≤ {limit}", f"{mallocs - limit:.2f} over")
    build = median(results, "Junction build table N=10000", "wallClock")
    if build is not None:
        verdict(build <= 10_000_000, f"build 10,000 routes ≤ 10 ms: {build / 1e6:.1f} ms ({build / 10_000:,.0f} ns/route)",
                f"{build / 10_000_000:.1f}× the target")
    retained = median(results, "Junction build table N=10000", "memoryLeakedBytes")
    if retained is not None:
        verdict(retained <= 3_000_000, f"≤ 300 B/route at N=10,000 (retained): {retained / 10_000:,.0f} B/route",
                f"{retained / 3_000_000:.1f}× the target")
    peak = median(results, "Junction peak memory N=10000", "peakMemoryResidentDelta")
    if peak is not None:
        verdict(peak <= 3_000_000, f"≤ 300 B/route at N=10,000 (peak resident delta): {peak / 10_000:,.0f} B/route",
                f"{peak / 3_000_000:.1f}× the target")
    hostile = [median(results, f"Junction hostile segment 4 KB, {k} captures, {kind}", "wallClock")
               for k in range(1, 5) for kind in ["matching", "missing"]]
    if all(value is not None for value in hostile):
        worst = max(hostile)
        verdict(worst <= HOSTILE_TARGET_NS, f"hostile 4 KB segment ≤ 50 µs (worst of 1–4 captures, matching and missing): {worst / 1e3:,.1f} µs",
                f"{worst / HOSTILE_TARGET_NS:.1f}× the target")
    one_by_one = median(results, "Junction build one by one N=3000", "wallClock")
    batched = median(results, "Junction build as one collection N=3000", "wallClock")
    if one_by_one is not None and batched:
        verdict(one_by_one <= 3 * batched,
                f"3,000 registrations each followed by a lookup ≤ 3× as one collection: {one_by_one / 1e6:,.1f} / {batched / 1e6:,.1f} ms = {one_by_one / batched:.2f}×",
                f"{one_by_one / batched / 3:.2f}× the allowed ratio")
    for size in SIZES:
        opened, matched = per_lookup_ns(f"Junction openSynchronously N={size}"), per_lookup_ns(f"Junction match hits N={size}")
        if opened and matched:
            verdict(opened <= 2 * matched, f"openSynchronously ≤ 2× match hits at N={size:,}: {opened:,.0f} / {matched:,.0f} ns = {opened / matched:.2f}×",
                    f"{opened / matched / 2:.2f}× the allowed ratio")
    for line in lines:
        print(line)


def record(results, directory):
    """Writes one p90 threshold file per Junction benchmark: the issue's target where it states one,
    this run's p90 elsewhere. routing-kit and the harness are measured, not gated."""
    for name, metrics in sorted(results.items()):
        if not name.startswith("Junction "):
            continue
        limits = {metric: values[90] for metric, values in metrics.items() if 90 in values}
        limits.update(targets_for(name))
        path = os.path.join(directory, f"JunctionBenchmarks.{name}.p90.json")
        with open(path, "w") as file:
            json.dump(dict(sorted(limits.items())), file, indent=2)
            file.write("\n")
        print(f"wrote {path}")


def summarize_check(path):
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
    if verdict is None:
        print("  the check reached no verdict; its output is in " + path)
        return 1
    print("  " + verdict)
    return 2 if worse else 0


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--check":
        sys.exit(summarize_check(args[1]))
    if len(args) >= 2 and args[0] == "--record":
        record(load(args[2]), args[1])
    elif len(args) == 2:
        report(load(args[0]), args[1])
    else:
        sys.exit("usage: report.py CSV MACHINE | report.py --record THRESHOLDS_DIR CSV | report.py --check LOG")


if __name__ == "__main__":
    main()
