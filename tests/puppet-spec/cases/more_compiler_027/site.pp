            if true {
              node foo {
              }
              notify { decoy: }
            }
