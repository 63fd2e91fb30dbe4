extension TestStore {
  /// Lets effect work that is already enqueued run: yields until neither the store nor the
  /// effects of its test did anything for a few rounds (see `EffectActivity`).
  func settle() async {
    await EffectActivity.settle(owner: core.owner, activity: { core.activity })
  }

  /// Suspends until an effect sends an action or finishes, or until `deadline`.
  func waitForEffects(until deadline: ContinuousClock.Instant) async {
    guard ContinuousClock.now < deadline else { return }
    let waiter = Waiter()
    waiters.append(waiter)
    let timer = Task { @MainActor in
      try? await Task.sleep(until: deadline, clock: .continuous)
      waiter.resume()
    }
    await withCheckedContinuation { waiter.continuation = $0 }
    timer.cancel()
  }

  func wakeWaiters() {
    let current = waiters
    waiters = []
    for waiter in current { waiter.resume() }
  }
}
