      notice(undef == Undef(undef))

      notice(default == Default(default))

      notice(Any == Type(Any))

      $b = Binary('YmluYXI=')
      notice($b == Binary($b))

      $t = Timestamp('2012-03-04T09:10:11.001')
      notice($t == Timestamp($t))

      type MyObject = Object[{attributes => {'type' => String}}]
      $o = MyObject('Remote')
      notice($o == MyObject($o))
