import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

extension App {
    /// Initializes and runs the app: in the terminal, or on the backend that the
    /// `FACET_BACKEND` environment variable names (see ``AppHost``).
    @MainActor @preconcurrency public static func main() {
        // Foundation on Linux writes `UserDefaults` only when asked: the app's changes are
        // written after each transaction, as Apple platforms persist them by themselves.
        UserDefaultsPersistence.enable()
        let app = Self()
        guard let window = app.body.firstWindowContent else {
            FileHandle.standardError.write(Data("\(Self.self) has no WindowGroup to show\n".utf8))
            exit(1)
        }
        switch AppHost.requested(environment: ProcessInfo.processInfo.environment) {
        case .success(let host?): host.run(window, String(describing: Self.self))
        case .success(nil): TerminalApp.run(window)
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }
}
