/// Shrinks an input that makes the target fail while it still fails (delta debugging over
/// byte spans, halving the span size), so the written-out reproduction is small enough to read.
struct Minimizer {
    /// Whether `bytes` still fails.
    let stillFails: ([UInt8]) throws -> Bool
    /// At most this many target runs.
    var budget = 300

    func minimize(_ input: [UInt8]) throws -> [UInt8] {
        var current = input
        var runs = 0
        var span = max(1, current.count / 2)
        while span >= 1, runs < budget {
            var start = 0
            var removedAny = false
            while start < current.count, runs < budget {
                let end = min(current.count, start + span)
                var candidate = current
                candidate.removeSubrange(start..<end)
                runs += 1
                if try stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += span
                }
            }
            if !removedAny { span /= 2 }
        }
        return current
    }
}
