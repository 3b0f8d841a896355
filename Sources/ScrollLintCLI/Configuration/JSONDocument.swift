/// A JSON value that remembers where it was written, so configuration errors can name the line
/// and column (Foundation's JSONSerialization keeps no positions).
struct JSONNode {
    /// A key of an object with its position, and the value it names.
    struct Member {
        var key: String
        var keyPosition: JSONPosition
        var value: JSONNode
    }

    enum Value {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var position: JSONPosition

    /// How the value's type is named in error messages.
    var typeName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// 1-based line and column (Unicode scalars) in a JSON text.
struct JSONPosition: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }
}

struct JSONSyntaxError: Error, Equatable {
    var position: JSONPosition
    var message: String
}
