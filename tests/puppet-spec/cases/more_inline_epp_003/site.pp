notify { 'title':
  message => Sensitive(inline_epp("<%= Sensitive('opensesame') %>"))
}
