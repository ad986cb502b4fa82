module PuppetX
  module R12k
    # Text helpers shared by the module's functions.
    module Text
      def self.slug(s)
        s.downcase.gsub(/[^a-z0-9]+/, '-').gsub(/\A-|-\z/, '')
      end
    end
  end
end
