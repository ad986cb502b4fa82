class cfg($opts = {}) { $opts.each |$k, $v| { notify { "opt-${k}": message => "${v}" } } }
class { 'cfg': opts => { 'a' => 1, 'b' => [2, 3] } }
