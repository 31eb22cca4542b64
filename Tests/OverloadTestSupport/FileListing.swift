import Foundation

/// Lists files in a folder, sorted by path so tests see them in a stable order.
public enum FileListing {
    /// Every file under `folder` (and its subfolders when `recursive`) whose name ends in
    /// `.` + `fileExtension`. A missing folder has no files.
    public static func files(in folder: URL, withExtension fileExtension: String, recursive: Bool = true) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        if recursive {
            guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
                return []
            }
            for case let url as URL in enumerator where url.pathExtension == fileExtension {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { found.append(url) }
            }
        } else {
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            found = names.filter { $0.hasSuffix("." + fileExtension) }.map { folder.appendingPathComponent($0) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The file's bytes; empty when it cannot be read (the caller's golden or expectation then fails).
    public static func bytes(of url: URL) -> [UInt8] {
        (try? Data(contentsOf: url)).map { Array($0) } ?? []
    }
}
