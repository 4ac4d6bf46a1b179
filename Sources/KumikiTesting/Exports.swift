// A test target imports KumikiTesting alone: it brings Kumiki, the Combine
// API and combine-schedulers' TestScheduler/ImmediateScheduler with it.
@_exported import Kumiki
