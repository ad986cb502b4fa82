module PuppetX
  module R12u
    module Checks
      SHELLS = ['/bin/bash', '/bin/sh', '/bin/false'].freeze

      def self.shell?(s)
        SHELLS.include?(s)
      end
    end
  end
end
