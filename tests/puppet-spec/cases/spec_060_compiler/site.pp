          class a { $_a = 10}
          include a
          notify { 'test': message => $a::_a }
