import Foundation
import JunctionObjC
import JunctionServices
import JunctionSupport
import Testing

/// Services by protocol name, the forms `registerService:forProtocol:` and
/// `serviceForProtocol:` come down to.
@Suite struct JNCServicesTests {
    final class Cart: NSObject, Sendable {}

    @Test func aServiceRegisteredByProtocolIsResolvedByIt() throws {
        let services = JNCServices()
        let cart = Cart()
        try services.registerService(cart, forProtocolNamed: "CartServiceProtocol")
        #expect(try services.service(forProtocolNamed: "CartServiceProtocol") as? Cart === cart)
        #expect(services.hasService(forProtocolNamed: "CartServiceProtocol"))
        #expect(!services.hasService(forProtocolNamed: "UserServiceProtocol"))
    }

    @Test func aDuplicateAndAMissingServiceAreNSErrorsWithTheirCodes() throws {
        let services = JNCServices()
        try services.registerService(Cart(), forProtocolNamed: "CartServiceProtocol")
        do {
            try services.registerService(Cart(), forProtocolNamed: "CartServiceProtocol")
            Issue.record("expected an error")
        } catch let error as NSError {
            #expect(error.domain == JNCError.domain)
            #expect(error.code == JNCErrorCode.serviceDuplicate.rawValue)
            #expect(error.userInfo[JNCError.codeNameKey] as? String == "duplicate")
        }
        do {
            _ = try services.service(forProtocolNamed: "UserServiceProtocol")
            Issue.record("expected an error")
        } catch let error as NSError {
            #expect(error.code == JNCErrorCode.serviceMissing.rawValue)
            #expect(error.localizedDescription.contains("UserServiceProtocol"))
        }
    }

    @Test func aFactoryMakesOneServiceOrOneEachTime() throws {
        let services = JNCServices()
        let made = Locked(0)
        try services.registerFactory({ _ in made.withLock { $0 += 1 }; return Cart() }, forProtocolNamed: "Shared", singleton: true)
        try services.registerFactory({ _ in Cart() }, forProtocolNamed: "Fresh", singleton: false)
        let first = try #require(try services.service(forProtocolNamed: "Shared") as? Cart)
        let second = try #require(try services.service(forProtocolNamed: "Shared") as? Cart)
        #expect(first === second)
        #expect(made.withLock { $0 } == 1)
        let fresh = try #require(try services.service(forProtocolNamed: "Fresh") as? Cart)
        let another = try #require(try services.service(forProtocolNamed: "Fresh") as? Cart)
        #expect(fresh !== another)
    }

    @Test func aFactoryThatReturnsNilFailsItsResolution() throws {
        let services = JNCServices()
        try services.registerFactory({ _ in nil }, forProtocolNamed: "Broken", singleton: true)
        do {
            _ = try services.service(forProtocolNamed: "Broken")
            Issue.record("expected an error")
        } catch let error as NSError {
            #expect(error.code == JNCErrorCode.serviceFactoryFailed.rawValue)
            #expect(error.localizedDescription.contains("the factory of Broken returned nil"))
        }
    }

    @Test func swiftCodeSeesTheSameRegistry() throws {
        let registry = ServiceRegistry()
        let services = JNCServices(registry: registry)
        try services.registerFactory({ inner in
            // A factory resolves what it depends on through the services it is given.
            (try? inner.service(forProtocolNamed: "Session")).map { _ in Cart() }
        }, forProtocolNamed: "Cart", singleton: true)
        try JNCServices(registry: registry).registerService("token", forProtocolNamed: "Session")
        #expect(try services.service(forProtocolNamed: "Cart") is Cart)
    }
}
