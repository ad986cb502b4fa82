$v = 'release-2.5'
unless $v =~ /^snapshot/ {
  case $v {
    /^release-(\d+)\.(\d+)$/: { notify { "major=${1} minor=${2}": } }
    default: { notify { 'no match': } }
  }
}
