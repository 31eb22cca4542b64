/// Why a whole file could not be imported. Problems with single rows are warnings in the
/// `ImportReport` instead, and the other rows are still imported.
public enum ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not readable CSV.
    case csv(CSVError)
    /// The header lacks columns the app's exports always have.
    case missingColumns(app: String, columns: [String])
    /// The export does not say which unit its weights are in, and none was given.
    case unitRequired(app: String)
    /// The file could not be read.
    case unreadableFile(path: String)

    /// A sentence for the lifter.
    public var description: String {
        switch self {
        case .csv(let error):
            return "not a readable CSV file: \(error)"
        case .missingColumns(let app, let columns):
            return "not a \(app) export: the header lacks " + columns.map { "'\($0)'" }.joined(separator: ", ")
        case .unitRequired(let app):
            return "this \(app) export does not say whether weights are in kg or lb; give the unit (--unit kg or --unit lb)"
        case .unreadableFile(let path):
            return "cannot read \(path)"
        }
    }
}
