          define foo($message) {
            notify { "testing": message => $message }
          }
          foo { test: message => 'given' }
          define delayed {
            Foo <|  |> { message => 'overridden' }
          }
          delayed {'do it now': }
