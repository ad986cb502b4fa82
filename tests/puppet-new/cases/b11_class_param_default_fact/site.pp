class k($os = $facts['kernel']) { notify { $os: } }
include k
