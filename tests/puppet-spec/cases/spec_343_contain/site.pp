      class contained {
        notify { "contained": }
      }

      class container {
        contain contained
        contain contained
      }

      include container
