# Homebrew formula for layoutc, built from source with the Swift toolchain (nothing else is needed).
#
# This repository is its own tap, and the formula builds the checkout it sits in, so no release archive is needed:
#
#   brew tap layoutc/layoutc URL-OR-PATH-OF-THIS-REPOSITORY
#   brew install --HEAD layoutc
#   layoutc --version
#
# Tests/Shell/test.sh (CI step `shells`) checks the file with `ruby -c` and runs its install and test steps on Linux
# through Tests/Shell/formula-check.rb, so the commands below are the ones CI runs.
class Layoutc < Formula
  desc "Checker, formatter and evaluator for .layout collection-view layouts"
  homepage "file://#{File.expand_path("..", __dir__)}/README.md"
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  on_macos do
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "layoutc"
    bin.install ".build/release/layoutc"
    man1.install "Documentation/layoutc.1"
    doc.install Dir["Documentation/*.md"]
    generate_completions_from_executable(bin/"layoutc", "completions")
  end

  test do
    (testpath/"Grid.layout").write <<~LAYOUT
      layout Grid {
        item cell { size: 1/3w x 1/3w }
        section { horizontal { size: 1w x 1/3w; cell } }
      }
    LAYOUT
    system bin/"layoutc", "check", "Grid.layout"
    assert_match "cell", shell_output("#{bin}/layoutc eval Grid.layout --viewport 390x844 --items 3 --format table")
    assert_match "layoutc", shell_output("#{bin}/layoutc --version")
  end
end
