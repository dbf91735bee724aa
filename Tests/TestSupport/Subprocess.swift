import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to completion for a test, without Foundation's `Process`.
///
/// On Linux, `Process.waitUntilExit()` can miss a child's exit when many tests start
/// processes and threads at once (seen on CI: the child stayed a zombie and the test run
/// never ended). Here the child is started with `posix_spawn`, waited for with
/// `waitpid` on its own pid, and its output goes to a temporary file rather than a pipe,
/// so a grandchild that lives on (a tmux server) cannot hold the read open either.
public enum Subprocess {
    /// What a finished program left behind.
    public struct Result: Sendable {
        /// The exit status (128 + the signal number when a signal ended it).
        public let status: Int32
        /// Standard output and standard error, interleaved; empty when not captured.
        public let output: String
    }

    /// A failure to start the program.
    public struct LaunchError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `executable` with `arguments`; standard input is `/dev/null`. With `capturing`
    /// false the output is discarded (for commands that leave a daemon running).
    /// `environment` is added to this process's environment.
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        capturing: Bool = true
    ) throws -> Result {
        let outputPath =
            capturing
            ? FileManager.default.temporaryDirectory
                .appendingPathComponent("facet-subprocess-\(UUID().uuidString)").path
            : "/dev/null"
        defer { if capturing { unlink(outputPath) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        closeInheritedDescriptors(&actions)

        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { envp.forEach { free($0) } }
        // The test runner's threads block signals; a child inherits that mask, and a tmux server
        // started with it never noticed its panes ending, so `kill-server` left it running. The
        // child starts with no signal blocked and the standard signals' default actions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigemptyset(&all)
        for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&all, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
        guard spawned == 0 else {
            throw LaunchError(
                description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = capturing ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : ""
        return Result(status: exitStatus(status), output: output)
    }

    /// The first executable called `name` on the `PATH`, if any.
    public static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Closes every descriptor above standard error in the child where the C library can
    /// (glibc's `posix_spawn_file_actions_addclosefrom_np`, looked up at run time because
    /// the Glibc module does not export it), so the child inherits no other test's pipes.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        #if canImport(Glibc)
            typealias AddCloseFrom =
                @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) ->
                Int32
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        #endif
    }
}
