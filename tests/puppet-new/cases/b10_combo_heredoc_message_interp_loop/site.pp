['a', 'b'].each |$n| {
  notify { "h-${n}":
    message => @("END")
      name: ${n}
        indented ${n.upcase}
      | END
  }
}
