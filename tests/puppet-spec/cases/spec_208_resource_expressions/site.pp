Notify[hi] { testing: }
