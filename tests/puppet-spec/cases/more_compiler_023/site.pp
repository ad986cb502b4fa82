            if true {
              define foo {
              }
              notify { decoy: }
            }
