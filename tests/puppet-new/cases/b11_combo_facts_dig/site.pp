$v = $facts.dig('os', 'release', 'full')
notify { "v=${v}": }
$w = $facts.dig('os', 'nosuch', 'full')
notify { "w=${w}": }
