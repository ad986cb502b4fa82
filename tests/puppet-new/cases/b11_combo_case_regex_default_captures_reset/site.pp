case 'zz' {
  /^a(.)/: { notify { "a${1}": } }
  default: { notify { "d[${1}]": } }
}
