import BenchmarkCorpora
import Foundation

/// The figures of one corpus: rates of each pass and the per-round ratios against the targets.
struct Report {
    static let coldTarget = 0.9
    static let warmTarget = 10.0

    let corpus: Corpus
    let findings: String
    let parse: [Double]
    /// The parse-and-bare-walk pass: the best a cold check that walks the tree could do.
    let walked: [Double]
    let cold: [Double]
    let warm: [Double]
    let uncached: [Double]

    /// The median of the rounds' parse/pass time ratios: each round's runs are back to back,
    /// so the ratio is not skewed by the load drifting between rounds.
    func ratio(_ times: [Double]) -> Double {
        median(zip(parse, times).map { $0 / $1 })
    }

    var meetsTargets: Bool {
        ratio(cold) >= Self.coldTarget && ratio(warm) >= Self.warmTarget
    }

    var text: String {
        let lines = Double(corpus.lineCount)
        func rate(_ label: String, _ times: [Double], _ extra: String = "") -> String {
            let seconds = median(times)
            return "  \(label.padding(toLength: 28, withPad: " ", startingAt: 0))"
                + String(format: "%9.0f files/s %10.0f lines/s %8.3f s", Double(corpus.files.count) / seconds, lines / seconds, seconds) + extra
        }
        func verdict(_ value: Double, _ target: Double) -> String {
            String(format: "%.2f (target ≥ %.1f: %@)", value, target, value >= target ? "met" : "NOT MET")
        }
        return """
            \(corpus.name): \(corpus.summary)
              \(findings.replacingOccurrences(of: "\n", with: "\n  "))
            \(rate("parse only (SwiftParser)", parse))
            \(rate("parse + bare tree walk", walked))
            \(rate("kumiki check, cold cache", cold))
            \(rate("kumiki check, warm cache", warm))
            \(rate("kumiki check --no-cache", uncached))
              parse/check time, median of the rounds: cold \(verdict(ratio(cold), Self.coldTarget)), \
            warm \(verdict(ratio(warm), Self.warmTarget)), no cache \(String(format: "%.2f", ratio(uncached)))
              parse/(parse + bare walk), the ceiling for a cold check that walks the tree: \(String(format: "%.2f", ratio(walked)))
            """
    }
}

/// The median of some timings.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
