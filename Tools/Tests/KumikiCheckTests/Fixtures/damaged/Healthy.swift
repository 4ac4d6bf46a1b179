// A healthy file beside the damaged ones: it must still be analysed and counted.
struct Healthy {
    let values: [[Int]] = [[1, 2], [3]]
}
