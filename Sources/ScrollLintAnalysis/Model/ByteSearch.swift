extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `word` occurs in these bytes: found by its first byte and compared byte by byte,
    /// so no `String` is made and no Foundation search runs.
    func containsBytes(_ word: [UInt8]) -> Bool {
        guard let head = word.first else { return true }
        guard count >= word.count else { return false }
        var start = startIndex
        while let first = self[start...].firstIndex(of: head), first + word.count <= endIndex {
            if self[first..<(first + word.count)].elementsEqual(word) { return true }
            start = first + 1
        }
        return false
    }
}
