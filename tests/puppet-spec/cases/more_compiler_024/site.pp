            if false {
              define foo {
              }
              notify { decoy: }
            }
