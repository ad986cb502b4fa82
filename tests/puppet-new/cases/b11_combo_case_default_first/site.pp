case 'b' {
  default: { notify { 'def': } }
  'b': { notify { 'bee': } }
}
