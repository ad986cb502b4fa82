case 'web02' {
  /^db/, /^web(\d+)/: { notify { "m-${1}": } }
  default: { notify { 'none': } }
}
