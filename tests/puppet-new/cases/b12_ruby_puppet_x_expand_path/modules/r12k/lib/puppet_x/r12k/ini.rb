module PuppetX
  module R12k
    class Ini
      def initialize(settings)
        @settings = settings
      end

      def render
        @settings.keys.sort.map { |k| "#{k} = #{quote(@settings[k])}" }.join("\n")
      end

      private

      def quote(v)
        v.is_a?(String) && v.include?(' ') ? "\"#{v}\"" : v.to_s
      end
    end
  end
end
