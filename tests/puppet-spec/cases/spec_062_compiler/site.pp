        class a ($b=$x) { notify {test: message=>"yes ${undef == $b}" } }
          include a
