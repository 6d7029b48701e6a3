// SPDX-License-Identifier: GPL-3.0-or-later
// Build-time tool: renders the scalable icon to square PNGs for the hicolor icon theme.
//   pith-render-icon ICON.svg OUTDIR SIZE...   writes OUTDIR/<SIZE>x<SIZE>/apps/<name>.png
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // The icon has no text, so raster painting needs no platform plugin or display.
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fputs("usage: pith-render-icon ICON.svg OUTDIR SIZE...\n", stderr);
        return 64;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "pith-render-icon: %s is not a valid SVG\n", qPrintable(args.at(1)));
        return 2;
    }
    const QString name = QFileInfo(args.at(1)).completeBaseName();
    for (const QString &sizeText : args.mid(3)) {
        bool ok = false;
        const int size = sizeText.toInt(&ok);
        if (!ok || size <= 0 || size > 4096) {
            std::fprintf(stderr, "pith-render-icon: bad size %s\n", qPrintable(sizeText));
            return 64;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, size, size));
        painter.end();
        const QString dir = QStringLiteral("%1/%2x%2/apps").arg(args.at(2)).arg(size);
        const QString file = QStringLiteral("%1/%2.png").arg(dir, name);
        if (!QDir().mkpath(dir) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "pith-render-icon: cannot write %s\n", qPrintable(file));
            return 2;
        }
    }
    return 0;
}
