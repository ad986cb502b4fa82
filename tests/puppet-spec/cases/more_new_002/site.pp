      $x = Optional[Integer].new(undef)
      notify { "one${x}word": }
