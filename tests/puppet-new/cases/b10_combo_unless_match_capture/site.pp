$v = 'abc-123'
unless $v !~ /^([a-z]+)-(\d+)$/ { notify { "word=${1} num=${2}": } }
