define d() {
  notify { "d-${title}":
    message => @("M"),
      title: ${title}
      name: ${name}
      | M
  }
}
d { 'x': }
