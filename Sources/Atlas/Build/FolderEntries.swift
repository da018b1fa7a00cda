import Foundation

/// Everything below a folder that is not itself a folder, found without following links (a link to a folder is
/// an entry, never descended into): the one walk of an output folder that the build stamp, the site comparison
/// and the asset-only refresh share.
struct FolderEntries {
    /// Each entry's path relative to the folder and its identity (`nil` when it vanished while being read).
    let entries: [(path: String, identity: FileIdentity?)]
    /// Whether every folder below could be listed; a folder that could not leaves its entries out.
    let complete: Bool
    /// The folders below that hold nothing (`locales/.svn/`, with the slash): no site has one, so they are extra.
    let emptyFolders: [String]

    init(_ folder: URL) {
        var entries: [(path: String, identity: FileIdentity?)] = []
        var emptyFolders: [String] = []
        var complete = true
        var pending: [(String, String)] = [(folder.path, "")]
        while let (directory, prefix) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                complete = false
                continue
            }
            if names.isEmpty && !prefix.isEmpty { emptyFolders.append(prefix) }
            for name in names {
                let path = directory + "/" + name
                let identity = FileIdentity(path: path)
                if identity?.kind == .directory {
                    pending.append((path, prefix + name + "/"))
                } else {
                    entries.append((prefix + name, identity))
                }
            }
        }
        self.entries = entries
        self.emptyFolders = emptyFolders
        self.complete = complete
    }

    /// Whether the folder was listed whole and holds regular files only (no link, device, vanished entry or empty
    /// folder).
    var regularFilesOnly: Bool {
        complete && emptyFolders.isEmpty && entries.allSatisfy { $0.identity?.kind == .regular }
    }
}
