class app(Integer $workers, Hash $opts = {}) {
  notify { "workers=${workers}": message => String($opts) }
}
