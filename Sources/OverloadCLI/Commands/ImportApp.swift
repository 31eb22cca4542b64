import Overload

/// Which app an export is from, when `import` is not told or is told wrongly: judged by the
/// CSV header, as each importer recognizes its own.
enum ImportApp {
    /// Why the app cannot be judged.
    struct Unknown: Error, CustomStringConvertible {
        var description: String
    }

    /// The app named, or the one the header is from.
    static func resolve(named app: ImportFormat?, csv: String, file: String) -> Result<ImportFormat, Unknown> {
        if let app { return .success(app) }
        let table: CSVTable
        do {
            table = try CSVReader.read(csv)
        } catch let error as CSVError {
            return .failure(Unknown(description: ImportError.csv(error).description))
        } catch {
            return .failure(Unknown(description: "\(error)"))
        }
        guard let detected = ImportFormat.detect(table) else {
            let header = table.header.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
            return .failure(Unknown(description: "the header (\(header)\(table.header.count > 4 ? ", ..." : "")) is not "
                + "a Strong, Hevy or FitNotes export's; name the app: overload import strong|hevy|fitnotes \(file)"))
        }
        return .success(detected)
    }

    /// `; its header is a Strong export's: run 'overload import strong FILE'` when the app
    /// named lacks columns and the header is another app's; empty otherwise.
    static func otherApp(than app: ImportFormat, csv: String, error: ImportError, file: String) -> String {
        guard case .missingColumns = error, let table = try? CSVReader.read(csv),
              let detected = ImportFormat.detect(table), detected != app else { return "" }
        return "; its header is a \(detected.appName) export's: run 'overload import \(detected.rawValue.lowercased()) \(file)'"
    }
}
