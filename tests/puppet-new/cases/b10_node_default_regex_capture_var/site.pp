node default {
  if $facts['networking']['hostname'] =~ /^(test)(.*)$/ { notify { "pre=${1} rest=${2}": } }
}
