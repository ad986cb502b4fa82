            if false {
              node foo {
              }
              notify { decoy: }
            }
