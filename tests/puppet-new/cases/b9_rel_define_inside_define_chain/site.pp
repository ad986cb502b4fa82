define inner() { notify { "i-${title}": } }
define outer() {
  inner { "${title}-1": }
  inner { "${title}-2": }
  Inner["${title}-1"] -> Inner["${title}-2"]
}
outer { 'o': }
